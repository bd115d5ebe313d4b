/** The customer's own complaints ("Soporte"). */
import type { Complaint } from '../../model/entities';
import { apiFetch } from '../http/httpClient';

export interface ComplaintMethods {
  getMyComplaints(): Promise<Complaint[]>;
  sendComplaint(message: string): Promise<Complaint>;
}

export const complaintMethods: ComplaintMethods = {
  async getMyComplaints() {
    return (await apiFetch<Complaint[]>('complaints/mine')).json;
  },
  async sendComplaint(message) {
    return (await apiFetch<Complaint>('complaints', { method: 'POST', body: { message } })).json;
  },
};
